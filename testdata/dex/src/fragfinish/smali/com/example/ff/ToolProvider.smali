# Java sketch (ToolProvider.java): each tool answers with a confirmation screen.
#   public class ToolProvider extends ContentProvider {
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           if (Binder.getCallingUid() != Process.myUid()) throw new SecurityException(); // 10
#           Context ctx = getContext();                                                   // 11
#           int screen = extras.getInt("screen");                                         // 12
#           PendingIntent pi = screen == 1 ? Resolutions.host(ctx)
#               : screen == 2 ? Resolutions.kotlinHost(ctx) : Resolutions.lonely(ctx);    // 13
#           Bundle b = new Bundle();                                                      // 14
#           b.putString("status", "error");                                               // 15
#           b.putString("error_code", "USER_ACTION_REQUIRED");                            // 16
#           b.putParcelable("resolution", pi);                                            // 17
#           b.putString("resume_token", UUID.randomUUID().toString());                    // 18
#           return b;                                                                     // 19
#       }
#   }
.class public Lcom/example/ff/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 10
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result v1
    if-eq v0, v1, :cond_0
    new-instance v0, Ljava/lang/SecurityException;
    invoke-direct {v0}, Ljava/lang/SecurityException;-><init>()V
    throw v0
    .line 11
    :cond_0
    invoke-virtual {p0}, Lcom/example/ff/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    .line 12
    const-string v1, "screen"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I
    move-result v1
    .line 13
    const/4 v2, 0x1
    if-ne v1, v2, :cond_1
    invoke-static {v0}, Lcom/example/ff/Resolutions;->host(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v0
    goto :goto_0
    :cond_1
    const/4 v2, 0x2
    if-ne v1, v2, :cond_2
    invoke-static {v0}, Lcom/example/ff/Resolutions;->kotlinHost(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v0
    goto :goto_0
    :cond_2
    invoke-static {v0}, Lcom/example/ff/Resolutions;->lonely(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v0
    .line 14
    :goto_0
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    .line 15
    const-string v2, "status"
    const-string v3, "error"
    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 16
    const-string v2, "error_code"
    const-string v3, "USER_ACTION_REQUIRED"
    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 17
    const-string v2, "resolution"
    invoke-virtual {v1, v2, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 18
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v2
    invoke-virtual {v2}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v3, "resume_token"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    return-object v1
.end method
