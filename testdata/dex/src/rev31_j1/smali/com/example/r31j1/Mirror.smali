.class final Lcom/example/r31j1/Mirror;
.super Ljava/lang/Object;
.source "Mirror.java"

# Java sketch: sketch/Mirror.java

.field private static final PARTNER:Landroid/net/Uri;

.method static constructor <clinit>()V
    .registers 1
    .line 9
    const-string v0, "content://com.example.mirror.sync"
    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v0
    sput-object v0, Lcom/example/r31j1/Mirror;->PARTNER:Landroid/net/Uri;
    return-void
.end method

.method constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private describe()Ljava/lang/String;
    .registers 3
    .line 18
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p0, "{\"owner\":"
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p0
    const-string v0, "}"
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method private static upload(Landroid/content/Context;Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    .line 21
    invoke-virtual {p0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object p0
    sget-object v0, Lcom/example/r31j1/Mirror;->PARTNER:Landroid/net/Uri;
    const-string v1, "push"
    const/4 v2, 0x0
    invoke-virtual {p0, v0, v1, p1, v2}, Landroid/content/ContentResolver;->call(Landroid/net/Uri;Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p0
    .line 22
    if-nez p0, :cond_0
    const-string p0, "{\"mirrored\":false}"
    goto :goto_0
    :cond_0
    const-string p0, "{\"mirrored\":true}"
    :goto_0
    return-object p0
.end method

.method push(Landroid/content/Context;)Ljava/lang/String;
    .registers 3
    .line 12
    invoke-direct {p0}, Lcom/example/r31j1/Mirror;->describe()Ljava/lang/String;
    move-result-object v0
    invoke-static {p1, v0}, Lcom/example/r31j1/Mirror;->upload(Landroid/content/Context;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method pushFor(Landroid/content/Context;I)Ljava/lang/String;
    .registers 5
    .line 15
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"owner\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string v0, "}"
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-static {p1, p2}, Lcom/example/r31j1/Mirror;->upload(Landroid/content/Context;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
