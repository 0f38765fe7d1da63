#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FormcCommandLine

// `formc-generate ARGUMENTS` is `formc generate ARGUMENTS`, with the same messages and exit
// codes, plus `--paired` (FORM OUTPUT pairs; docs/CLI.md): the build plugins' tool. It links
// FormcCommandLine over FormDSL and not FormLSP, which only `formc lsp` needs.
exit(GenerateCommand.run(CommandLineTool.afterFirst(CommandLine.arguments), paired: true))
