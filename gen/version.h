#ifndef ECTAB_VERSION_H
#define ECTAB_VERSION_H

#define ECTAB_VERSION	"0.1.0"

#endif
