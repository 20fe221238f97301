.class abstract Lcom/ah/ToolDesk;
.super Landroid/content/ContentProvider;
.source "ToolDesk.java"

# static fields
.field private static final ASSISTANT_CERT:[B

# instance fields
.field private final grants:Lcom/ah/Grants;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 14
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 16
    new-instance v1, Lcom/ah/Grants;
    invoke-direct {v1}, Lcom/ah/Grants;-><init>()V
    iput-object v1, v2, Lcom/ah/ToolDesk;->grants:Lcom/ah/Grants;
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 15
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/ah/ToolDesk;->ASSISTANT_CERT:[B
    return-void
.end method


# virtual methods
.method protected authorize(Lcom/ah/DeskCall;)Z
    .registers 3
    .line 20
    const/4 v0, 0x1
    return v0
.end method

.method protected abstract run(Lcom/ah/DeskCall;)Ljava/lang/String;
.end method

.method public onCreate()Z
    .registers 2
    .line 27
    const/4 v0, 0x1
    return v0
.end method

.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 32
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 33
    const-string v0, "execute_tool"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L22
    if-nez v9, :L34
:L22
    .line 34
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    return-object v5
:L34
    .line 37
    new-instance v0, Lcom/ah/DeskCall;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v6}, Lcom/ah/ToolDesk;->getCallingPackage()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3, v9}, Lcom/ah/DeskCall;-><init>(ILjava/lang/String;Landroid/os/Bundle;)V
    move-object v4, v0
    .line 38
    iget-object v0, v4, Lcom/ah/DeskCall;->callerPackage:Ljava/lang/String;
    if-eqz v0, :L115
    .line 39
    invoke-virtual {v6}, Lcom/ah/ToolDesk;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    iget v1, v4, Lcom/ah/DeskCall;->uid:I
    sget-object v2, Lcom/ah/ToolDesk;->ASSISTANT_CERT:[B
    const/4 v3, 0x1
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-eqz v0, :L115
    iget-object v0, v6, Lcom/ah/ToolDesk;->grants:Lcom/ah/Grants;
    iget v1, v4, Lcom/ah/DeskCall;->uid:I
    iget-object v2, v4, Lcom/ah/DeskCall;->callerPackage:Ljava/lang/String;
    iget-object v3, v4, Lcom/ah/DeskCall;->tool:Ljava/lang/String;
    .line 41
    invoke-virtual {v0, v1, v2, v3}, Lcom/ah/Grants;->allows(ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L115
    .line 42
    invoke-virtual {v6, v4}, Lcom/ah/ToolDesk;->authorize(Lcom/ah/DeskCall;)Z
    move-result v0
    if-nez v0, :L127
:L115
    .line 43
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 44
    return-object v5
:L127
    .line 46
    const-string v1, "result"
    invoke-virtual {v6, v4}, Lcom/ah/ToolDesk;->run(Lcom/ah/DeskCall;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 47
    return-object v5
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 52
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 57
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 62
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 67
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 72
    const/4 v0, 0x0
    return v0
.end method

