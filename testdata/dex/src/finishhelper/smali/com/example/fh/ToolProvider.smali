# Java sketch (ToolProvider.java):
#   public class ToolProvider extends ContentProvider {
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           Context ctx = getContext();
#           Bundle out = new Bundle();
#           Class<?> target = ExtActivity.class;                 // ChainActivity, NeverActivity by method
#           out.putParcelable("resolution", PendingIntent.getActivity(ctx, 0, new Intent(ctx, target), FLAG_IMMUTABLE));
#           out.putString("resume_token", UUID.randomUUID().toString());
#           return out;
#       }
#   }
# (written here as one helper per Activity, each building its own response)
.class public Lcom/example/fh/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

# near miss CETP623: finishes through a Kotlin extension in another class
.method static forExtActivity(Landroid/content/Context;)Landroid/os/Bundle;
    .registers 5
    .line 20
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 21
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/fh/ExtActivity;
    invoke-direct {v1, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v2, 0x0
    const/high16 v3, 0x4000000
    invoke-static {p0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    const-string v2, "resolution"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 22
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

# near miss CETP623: finishes two static helpers down
.method static forChainActivity(Landroid/content/Context;)Landroid/os/Bundle;
    .registers 5
    .line 30
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 31
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/fh/ChainActivity;
    invoke-direct {v1, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v2, 0x0
    const/high16 v3, 0x4000000
    invoke-static {p0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    const-string v2, "resolution"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 32
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

# true positive CETP623: the helper it hands itself to never finishes it
.method static forNeverActivity(Landroid/content/Context;)Landroid/os/Bundle;
    .registers 5
    .line 40
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 41
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/fh/NeverActivity;
    invoke-direct {v1, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v2, 0x0
    const/high16 v3, 0x4000000
    invoke-static {p0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    const-string v2, "resolution"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 42
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 10
    invoke-virtual {p0}, Lcom/example/fh/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "e"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not0
    .line 11
    invoke-static {v0}, Lcom/example/fh/ToolProvider;->forExtActivity(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :not0
    const-string v1, "c"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not1
    .line 12
    invoke-static {v0}, Lcom/example/fh/ToolProvider;->forChainActivity(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :not1
    const-string v1, "n"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not2
    .line 13
    invoke-static {v0}, Lcom/example/fh/ToolProvider;->forNeverActivity(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :not2
    .line 14
    const/4 v1, 0x0
    return-object v1
.end method
