# Writes the man page from the program's own help: the overview of
# `llm-configurator --help` and one section per command from `COMMAND --help`,
# so the page never drifts from what the program says.
#   cmake -DPROGRAM=... -DOUTPUT=... -DVERSION=... -DDATE=... -P manpage.cmake
set(ENV{QT_QPA_PLATFORM} offscreen)

function(program_help out)
    execute_process(COMMAND ${PROGRAM} ${ARGN} --help
        OUTPUT_VARIABLE text ERROR_VARIABLE error RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${PROGRAM} ${ARGN} --help failed (${result}): ${error}")
    endif()
    # The usage line names the program as it was called (a build path).
    string(REPLACE "${PROGRAM}" "llm-configurator" text "${text}")
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

# Text shown as-is in roff: escape backslashes, and lines that start with a
# dot or an apostrophe would be read as requests.
function(roff_literal out text)
    string(REPLACE "\\" "\\e" text "${text}")
    string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

program_help(overview)
string(REGEX MATCHALL "\n  llm-configurator ([a-z]+)" command_lines "${overview}")
set(commands)
foreach(line IN LISTS command_lines)
    string(REGEX REPLACE "\n  llm-configurator ([a-z]+)" "\\1" name "${line}")
    list(APPEND commands ${name})
endforeach()
list(REMOVE_DUPLICATES commands)
if(NOT commands)
    message(FATAL_ERROR "no commands found in the help of ${PROGRAM}")
endif()

roff_literal(overview_roff "${overview}")
set(page ".TH LLM-CONFIGURATOR 1 \"${DATE}\" \"llm-configurator ${VERSION}\" \"User Commands\"
.SH NAME
llm-configurator \\- size a GPU server for a large language model
.SH SYNOPSIS
.nf
${overview_roff}
.fi
.SH DESCRIPTION
Without a command, or with a build file, the window opens: drag cards into
server slots, choose the checkpoint and the parallel layout, and read memory
per card, concurrent conversations and wall power live. The commands below
print the same figures, plan builds, compare them and write PDF sheets.
.SH COMMANDS
")
foreach(command IN LISTS commands)
    program_help(help ${command})
    # QCommandLineParser's usage line leaves out the command's own name.
    string(REPLACE "Usage: llm-configurator [options]" "Usage: llm-configurator ${command} [options]"
           help "${help}")
    roff_literal(help_roff "${help}")
    string(APPEND page ".SS ${command}\n.nf\n${help_roff}\n.fi\n")
endforeach()
string(APPEND page ".SH FILES
.TP
.I ~/.local/share/llm-configurator/LLM Server Configurator/
the user catalogue: imported checkpoints and the user's own cards
.TP
.I /usr/share/llm-configurator/catalogue/
the built-in catalogue of cards, models, checkpoints and rules, each value with its source
.TP
.I /usr/share/llm-configurator/examples/
example build files
.SH EXIT STATUS
0 on success, 2 when a file, a flag or a build cannot be used (one line on
standard error says which and why).
")
file(WRITE ${OUTPUT} "${page}")
