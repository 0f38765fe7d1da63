#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FormcCommandLine

exit(CommandLineTool.run(CommandLineTool.afterFirst(CommandLine.arguments), languageServer: LSPCommand.run))
