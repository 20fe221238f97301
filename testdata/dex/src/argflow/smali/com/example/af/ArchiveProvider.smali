# Java sketch (ArchiveProvider.java), a provider that serves execute_tool itself:
#   public class ArchiveProvider extends ContentProvider {                  // 10
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           if (!"execute_tool".equals(method)) return null;                // 13
#           if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) { // 14
#               return reply("DEADLINE_EXCEEDED");                          // 15
#           }
#           noteClaim(extras);                                              // 17
#           // true positive 614: the Consumer's flag decides whether the archive is deleted
#           if (Flags.confirmed(extras)) {                                  // 19
#               getContext().deleteFile("archive.zip");                     // 20
#               return reply("success");                                    // 21
#           }
#           return reply("USER_ACTION_REQUIRED");                           // 23
#       }
#
#       private static void noteClaim(Bundle extras) {
#           if (extras.getBoolean("approved")) {                            // 27
#               Log.i("Archive", "the agent claims approval; ignored");     // 28
#           }
#           new File("/data/data/com.example.af/cache/claim.tmp").delete(); // 30, whatever the flag says
#       }                                                                   // 31
#
#       private static Bundle reply(String status) {
#           Bundle b = new Bundle();                                        // 33
#           b.putString("status", status);                                  // 34
#           return b;                                                       // 35
#       }
#   }
.class public Lcom/example/af/ArchiveProvider;
.super Landroid/content/ContentProvider;
.source "ArchiveProvider.java"

.method public constructor <init>()V
    .locals 0
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

# near miss CETP619: deadline_at_ms is read before any side effect
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5
    .line 13
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_tool
    const/4 v0, 0x0
    return-object v0
    :cond_tool
    .line 14
    const-string v0, "deadline_at_ms"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v4, v0, v2
    if-gez v4, :cond_live
    .line 15
    const-string v0, "DEADLINE_EXCEEDED"
    invoke-static {v0}, Lcom/example/af/ArchiveProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :cond_live
    .line 17
    invoke-static {p3}, Lcom/example/af/ArchiveProvider;->noteClaim(Landroid/os/Bundle;)V
    .line 19
    invoke-static {p3}, Lcom/example/af/Flags;->confirmed(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :cond_ask
    .line 20
    invoke-virtual {p0}, Lcom/example/af/ArchiveProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "archive.zip"
    invoke-virtual {v0, v1}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    .line 21
    const-string v0, "success"
    invoke-static {v0}, Lcom/example/af/ArchiveProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :cond_ask
    .line 23
    const-string v0, "USER_ACTION_REQUIRED"
    invoke-static {v0}, Lcom/example/af/ArchiveProvider;->reply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

# near miss CETP614: the claimed approval is only logged; the file delete after it runs on both edges of the branch
.method private static noteClaim(Landroid/os/Bundle;)V
    .locals 2
    .line 27
    const-string v0, "approved"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :cond_done
    .line 28
    const-string v0, "Archive"
    const-string v1, "the agent claims approval; ignored"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    :cond_done
    .line 30
    new-instance p0, Ljava/io/File;
    const-string v0, "/data/data/com.example.af/cache/claim.tmp"
    invoke-direct {p0, v0}, Ljava/io/File;-><init>(Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/io/File;->delete()Z
    .line 31
    return-void
.end method

.method private static reply(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 2
    .line 33
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 34
    const-string v1, "status"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    return-object v0
.end method
