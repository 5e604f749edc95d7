#ifndef FLOWC_CYAML_SHIM_H
#define FLOWC_CYAML_SHIM_H
#include <yaml.h>
#endif
