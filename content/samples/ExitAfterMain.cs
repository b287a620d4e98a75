// Compiled with every C# program the tests run, as its entry point (`mcs -main:ExitAfterMain`):
// runs the program's own Main, unchanged, then ends the process as Main ends.
//
// Debian's Mono 6.8 aborts the thread pool's idle workers in its shutdown, after Main has
// returned, and that abort races: with several programs that used HttpClient running at once,
// about one run in fifty hangs there, and now and then one crashes instead. Ending the process
// once the program's output is flushed skips that shutdown; the program's work is done by then,
// and programs that call Environment.Exit themselves still go through Mono's own exit.
using System;
using System.Linq;
using System.Reflection;
using System.Runtime.InteropServices;

static class ExitAfterMain
{
    [DllImport("libc")]
    static extern void _exit(int status);

    static int Main(string[] args)
    {
        var main = typeof(ExitAfterMain).Assembly.GetTypes()
            .Where(type => type != typeof(ExitAfterMain))
            .Select(type => type.GetMethod("Main", BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic))
            .Single(method => method != null);
        var status = 0;
        try
        {
            var returned = main.Invoke(null, main.GetParameters().Length == 0 ? null : new object[] { args });
            if (returned is int code) status = code;
        }
        catch (TargetInvocationException thrown)
        {
            // As Mono reports an exception that leaves Main, and with its exit status.
            Console.Error.WriteLine("Unhandled Exception:\n" + thrown.InnerException);
            status = 1;
        }
        Console.Out.Flush();
        Console.Error.Flush();
        _exit(status);
        return status;
    }
}
