.class final Lcom/example/hdd/PhotoUploader;
.super Ljava/lang/Object;
.source "PhotoUploader.java"

# Java sketch: sketch/PhotoUploader.java (javac 17 + D8 --min-api 24).
# upload_photo (near miss): memory set in front of a marker file named by the request id (Markers).

.field private static final DONE:Ljava/lang/String; = "{\"uploaded\":true}"

.field private final ctx:Landroid/content/Context;

.field private final db:Lcom/example/hdd/AppDb;

.field private final uploaded:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.method constructor <init>(Landroid/content/Context;Lcom/example/hdd/AppDb;)V
    .registers 4
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 13
    new-instance v0, Ljava/util/HashSet;
    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V
    iput-object v0, p0, Lcom/example/hdd/PhotoUploader;->uploaded:Ljava/util/Set;
    .line 18
    iput-object p1, p0, Lcom/example/hdd/PhotoUploader;->ctx:Landroid/content/Context;
    .line 19
    iput-object p2, p0, Lcom/example/hdd/PhotoUploader;->db:Lcom/example/hdd/AppDb;
    .line 20
    return-void
.end method

.method upload(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    const-string v0, "{\"uploaded\":true}"
    .line 23
    iget-object v1, p0, Lcom/example/hdd/PhotoUploader;->uploaded:Ljava/util/Set;
    invoke-interface {v1, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_1
    iget-object v1, p0, Lcom/example/hdd/PhotoUploader;->ctx:Landroid/content/Context;
    invoke-static {v1, p1}, Lcom/example/hdd/Markers;->exists(Landroid/content/Context;Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :cond_0
    .line 24
    :cond_1
    invoke-static {p1, v0}, Lcom/example/hdd/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :cond_0
    iget-object v1, p0, Lcom/example/hdd/PhotoUploader;->db:Lcom/example/hdd/AppDb;
    invoke-virtual {v1, p2}, Lcom/example/hdd/AppDb;->insertPhoto(Ljava/lang/String;)J
    .line 28
    :try_start_0
    iget-object p2, p0, Lcom/example/hdd/PhotoUploader;->ctx:Landroid/content/Context;
    invoke-static {p2, p1, v0}, Lcom/example/hdd/Markers;->write(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .line 32
    iget-object p2, p0, Lcom/example/hdd/PhotoUploader;->uploaded:Ljava/util/Set;
    invoke-interface {p2, p1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z
    .line 33
    invoke-static {p1, v0}, Lcom/example/hdd/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :catch_0
    .line 30
    const-string p2, "INTERNAL_ERROR"
    const-string v0, "could not record the upload"
    invoke-static {p1, p2, v0}, Lcom/example/hdd/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
