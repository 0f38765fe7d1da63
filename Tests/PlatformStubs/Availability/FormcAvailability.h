// Custom availability domains, one per iOS release that added an API the stubs declare.
//
// Linux ignores `@available(iOS 16.0, *)`: there is no iOS deployment target to compare
// with, so on its own the stub module could not catch an iOS 16 API used without an
// `if #available(iOS 16.0, *)` check. Each stub declaration introduced after iOS 15 (the
// oldest iOS formc generates for) therefore also carries `@available(iOS16)` (or iOS17,
// ...), a Clang-declared availability domain that Swift's experimental CustomAvailability
// feature checks on any platform: using such a declaration outside
// `if #available(iOS16)` or an `@available(iOS16)` declaration is an error.
// typecheck.sh rewrites the generated code's `#available(iOS 16.0, *)` into the domains that
// version implies (iOS 17.4 implies iOS16, iOS17 and iOS17_4), so the generated file is
// checked unchanged apart from those conditions.
//
// The domains are "dynamic" (decided at run time, like an OS version check), so the compiler
// neither assumes them present nor absent. The query function is never called: this module
// is only typechecked against.
#include <availability_domain.h>

static inline int formc_stub_ios_version_query(void) { return 1; }

CLANG_DYNAMIC_AVAILABILITY_DOMAIN(iOS16, formc_stub_ios_version_query);
CLANG_DYNAMIC_AVAILABILITY_DOMAIN(iOS17, formc_stub_ios_version_query);
CLANG_DYNAMIC_AVAILABILITY_DOMAIN(iOS17_4, formc_stub_ios_version_query);
CLANG_DYNAMIC_AVAILABILITY_DOMAIN(iOS18, formc_stub_ios_version_query);
CLANG_DYNAMIC_AVAILABILITY_DOMAIN(iOS26, formc_stub_ios_version_query);
CLANG_DYNAMIC_AVAILABILITY_DOMAIN(iOS27, formc_stub_ios_version_query);
