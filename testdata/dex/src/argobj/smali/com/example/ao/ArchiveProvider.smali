# Java sketch (ArchiveProvider.java), a provider that serves its tools in call():
#   public class ArchiveProvider extends ContentProvider {                      // 12
#       private final Handler main = new Handler(Looper.getMainLooper());       // 13
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           String tool = extras.getString("tool_name");                        // 17
#           if ("purge_archive".equals(tool)) return purge(ArchiveArgs.from(extras));     // 18
#           if ("preview_archive".equals(tool)) return preview(ArchiveArgs.from(extras)); // 19
#           if ("restore_archive".equals(tool)) return restore(ArchiveArgs.from(extras)); // 20
#           if ("rollback_archive".equals(tool)) return rollback(ArchiveArgs.from(extras)); if ("verify_archive".equals(tool)) return verify(ArchiveArgs.from(extras)); return reply("UNKNOWN_TOOL"); // 21 (one line)
#       }
#
#       // true positive 614: the Consumer's flag, read through the holder's
#       // getter, decides a delete that a lambda posted to a Handler runs
#       private Bundle purge(ArchiveArgs args) {
#           if (args == null) return reply("INVALID_ARGUMENT");                 // 26 (no flag: not reported)
#           if (!args.isConfirmed()) return reply("USER_ACTION_REQUIRED");      // 27
#           Context ctx = getContext();                                         // 28
#           String name = args.getName();                                       // 29
#           main.post(() -> ctx.deleteFile(name));                              // 30
#           return reply("success");                                            // 31
#       }
#
#       // near miss 614: the flag decides only a lambda that lists files
#       private Bundle preview(ArchiveArgs args) {
#           if (!args.isConfirmed()) return reply("USER_ACTION_REQUIRED");      // 36
#           Context ctx = getContext();                                         // 37
#           main.post(() -> Log.i("Archive", Arrays.toString(ctx.fileList())));  // 38
#           return reply("success");                                            // 39
#       }
#
#       // a note for 614: the flag decides whether a task runs that another
#       // component installs; what it does is not known here
#       private Runnable restoreTask;
#       public void setRestoreTask(Runnable task) { restoreTask = task; }       // 43
#       private Bundle restore(ArchiveArgs args) {
#           if (!args.isConfirmed()) return reply("USER_ACTION_REQUIRED");      // 45
#           main.post(restoreTask);                                             // 46
#           return reply("success");                                            // 47
#       }
#
#       private static Bundle reply(String status) {
#           Bundle b = new Bundle();                                            // 51
#           b.putString("status", status);                                      // 52
#           return b;                                                           // 53
#       }
#
#       // a note for 614: the flag decides whether a helper posts the task
#       // another component installs (the gap is one call deeper)
#       private Bundle rollback(ArchiveArgs args) {
#           if (!args.isConfirmed()) return reply("USER_ACTION_REQUIRED");      // 59
#           postRestore();                                                      // 60
#           return reply("success");                                            // 61
#       }
#       void postRestore() { main.post(restoreTask); }                          // 63
#
#       // near miss 614: the flag decides whether a helper posts a lambda
#       // that only logs
#       private Bundle verify(ArchiveArgs args) {
#           if (!args.isConfirmed()) return reply("USER_ACTION_REQUIRED");      // 68
#           announce();                                                         // 69
#           return reply("success");                                            // 70
#       }
#       void announce() {
#           Context ctx = getContext();                                         // 73
#           main.post(() -> Log.i("Archive", ctx.getPackageName()));            // 74
#       }
#   }
# javac writes the lambda bodies as static lambda$purge$0,
# lambda$preview$1 and lambda$announce$2; D8 desugars the lambdas into
# ArchiveProvider$$ExternalSyntheticLambda0, 1 and 2 and drops their private
# access so those classes can call them.
.class public Lcom/example/ao/ArchiveProvider;
.super Landroid/content/ContentProvider;
.source "ArchiveProvider.java"

.field private final main:Landroid/os/Handler;
.field private restoreTask:Ljava/lang/Runnable;

.method public constructor <init>()V
    .locals 2
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 13
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object v0, p0, Lcom/example/ao/ArchiveProvider;->main:Landroid/os/Handler;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2
    .line 17
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 18
    const-string p2, "purge_archive"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_0
    invoke-static {p3}, Lcom/example/ao/ArchiveArgs;->from(Landroid/os/Bundle;)Lcom/example/ao/ArchiveArgs;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/ao/ArchiveProvider;->purge(Lcom/example/ao/ArchiveArgs;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 19
    :cond_0
    const-string p2, "preview_archive"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_1
    invoke-static {p3}, Lcom/example/ao/ArchiveArgs;->from(Landroid/os/Bundle;)Lcom/example/ao/ArchiveArgs;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/ao/ArchiveProvider;->preview(Lcom/example/ao/ArchiveArgs;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 20
    :cond_1
    const-string p2, "restore_archive"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_2
    invoke-static {p3}, Lcom/example/ao/ArchiveArgs;->from(Landroid/os/Bundle;)Lcom/example/ao/ArchiveArgs;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/ao/ArchiveProvider;->restore(Lcom/example/ao/ArchiveArgs;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 21
    :cond_2
    const-string p2, "rollback_archive"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_3
    invoke-static {p3}, Lcom/example/ao/ArchiveArgs;->from(Landroid/os/Bundle;)Lcom/example/ao/ArchiveArgs;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/ao/ArchiveProvider;->rollback(Lcom/example/ao/ArchiveArgs;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_3
    const-string p2, "verify_archive"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_4
    invoke-static {p3}, Lcom/example/ao/ArchiveArgs;->from(Landroid/os/Bundle;)Lcom/example/ao/ArchiveArgs;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/ao/ArchiveProvider;->verify(Lcom/example/ao/ArchiveArgs;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_4
    const-string p1, "UNKNOWN_TOOL"
    invoke-static {p1}, Lcom/example/ao/ArchiveProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private purge(Lcom/example/ao/ArchiveArgs;)Landroid/os/Bundle;
    .locals 3
    .line 26
    if-nez p1, :cond_0
    const-string p1, "INVALID_ARGUMENT"
    invoke-static {p1}, Lcom/example/ao/ArchiveProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 27
    :cond_0
    invoke-virtual {p1}, Lcom/example/ao/ArchiveArgs;->isConfirmed()Z
    move-result v0
    if-nez v0, :cond_1
    const-string p1, "USER_ACTION_REQUIRED"
    invoke-static {p1}, Lcom/example/ao/ArchiveProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 28
    :cond_1
    invoke-virtual {p0}, Lcom/example/ao/ArchiveProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    .line 29
    invoke-virtual {p1}, Lcom/example/ao/ArchiveArgs;->getName()Ljava/lang/String;
    move-result-object p1
    .line 30
    iget-object v1, p0, Lcom/example/ao/ArchiveProvider;->main:Landroid/os/Handler;
    new-instance v2, Lcom/example/ao/ArchiveProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v0, p1}, Lcom/example/ao/ArchiveProvider$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;Ljava/lang/String;)V
    invoke-virtual {v1, v2}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 31
    const-string p1, "success"
    invoke-static {p1}, Lcom/example/ao/ArchiveProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method static synthetic lambda$purge$0(Landroid/content/Context;Ljava/lang/String;)V
    .locals 0
    .line 30
    invoke-virtual {p0, p1}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    return-void
.end method

.method private preview(Lcom/example/ao/ArchiveArgs;)Landroid/os/Bundle;
    .locals 3
    .line 36
    invoke-virtual {p1}, Lcom/example/ao/ArchiveArgs;->isConfirmed()Z
    move-result p1
    if-nez p1, :cond_0
    const-string p1, "USER_ACTION_REQUIRED"
    invoke-static {p1}, Lcom/example/ao/ArchiveProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 37
    :cond_0
    invoke-virtual {p0}, Lcom/example/ao/ArchiveProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    .line 38
    iget-object v0, p0, Lcom/example/ao/ArchiveProvider;->main:Landroid/os/Handler;
    new-instance v1, Lcom/example/ao/ArchiveProvider$$ExternalSyntheticLambda1;
    invoke-direct {v1, p1}, Lcom/example/ao/ArchiveProvider$$ExternalSyntheticLambda1;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 39
    const-string p1, "success"
    invoke-static {p1}, Lcom/example/ao/ArchiveProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method static synthetic lambda$preview$1(Landroid/content/Context;)V
    .locals 1
    .line 38
    invoke-virtual {p0}, Landroid/content/Context;->fileList()[Ljava/lang/String;
    move-result-object p0
    invoke-static {p0}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object p0
    const-string v0, "Archive"
    invoke-static {v0, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method public setRestoreTask(Ljava/lang/Runnable;)V
    .locals 0
    .line 43
    iput-object p1, p0, Lcom/example/ao/ArchiveProvider;->restoreTask:Ljava/lang/Runnable;
    return-void
.end method

.method private restore(Lcom/example/ao/ArchiveArgs;)Landroid/os/Bundle;
    .locals 1
    .line 45
    invoke-virtual {p1}, Lcom/example/ao/ArchiveArgs;->isConfirmed()Z
    move-result p1
    if-nez p1, :cond_0
    const-string p1, "USER_ACTION_REQUIRED"
    invoke-static {p1}, Lcom/example/ao/ArchiveProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 46
    :cond_0
    iget-object p1, p0, Lcom/example/ao/ArchiveProvider;->main:Landroid/os/Handler;
    iget-object v0, p0, Lcom/example/ao/ArchiveProvider;->restoreTask:Ljava/lang/Runnable;
    invoke-virtual {p1, v0}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 47
    const-string p1, "success"
    invoke-static {p1}, Lcom/example/ao/ArchiveProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private static reply(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 2
    .line 51
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 52
    const-string v1, "status"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 53
    return-object v0
.end method

.method private rollback(Lcom/example/ao/ArchiveArgs;)Landroid/os/Bundle;
    .locals 0
    .line 59
    invoke-virtual {p1}, Lcom/example/ao/ArchiveArgs;->isConfirmed()Z
    move-result p1
    if-nez p1, :cond_0
    const-string p1, "USER_ACTION_REQUIRED"
    invoke-static {p1}, Lcom/example/ao/ArchiveProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 60
    :cond_0
    invoke-virtual {p0}, Lcom/example/ao/ArchiveProvider;->postRestore()V
    .line 61
    const-string p1, "success"
    invoke-static {p1}, Lcom/example/ao/ArchiveProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method postRestore()V
    .locals 2
    .line 63
    iget-object v0, p0, Lcom/example/ao/ArchiveProvider;->main:Landroid/os/Handler;
    iget-object v1, p0, Lcom/example/ao/ArchiveProvider;->restoreTask:Ljava/lang/Runnable;
    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    return-void
.end method

.method private verify(Lcom/example/ao/ArchiveArgs;)Landroid/os/Bundle;
    .locals 0
    .line 68
    invoke-virtual {p1}, Lcom/example/ao/ArchiveArgs;->isConfirmed()Z
    move-result p1
    if-nez p1, :cond_0
    const-string p1, "USER_ACTION_REQUIRED"
    invoke-static {p1}, Lcom/example/ao/ArchiveProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 69
    :cond_0
    invoke-virtual {p0}, Lcom/example/ao/ArchiveProvider;->announce()V
    .line 70
    const-string p1, "success"
    invoke-static {p1}, Lcom/example/ao/ArchiveProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method announce()V
    .locals 3
    .line 73
    invoke-virtual {p0}, Lcom/example/ao/ArchiveProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    .line 74
    iget-object v1, p0, Lcom/example/ao/ArchiveProvider;->main:Landroid/os/Handler;
    new-instance v2, Lcom/example/ao/ArchiveProvider$$ExternalSyntheticLambda2;
    invoke-direct {v2, v0}, Lcom/example/ao/ArchiveProvider$$ExternalSyntheticLambda2;-><init>(Landroid/content/Context;)V
    invoke-virtual {v1, v2}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    return-void
.end method

.method static synthetic lambda$announce$2(Landroid/content/Context;)V
    .locals 1
    .line 74
    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object p0
    const-string v0, "Archive"
    invoke-static {v0, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method
