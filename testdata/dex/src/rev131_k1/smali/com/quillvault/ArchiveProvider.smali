.class public final Lcom/quillvault/ArchiveProvider;
.super Lcom/quillvault/CetpProvider;
.source "Providers.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 60
    invoke-direct {p0}, Lcom/quillvault/CetpProvider;-><init>()V
    return-void
.end method


# virtual methods
.method protected execute(Lcom/quillvault/Caller;Lcom/quillvault/Envelope;)Lcom/quillvault/Outcome;
    .registers 5
    const-string v1, "caller"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "env"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 64
    sget-object v0, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-virtual {v0}, Lcom/quillvault/AppGraph;->getArchive()Lcom/quillvault/ArchiveTools;
    move-result-object v0
    invoke-virtual {v0, p1, p2}, Lcom/quillvault/ArchiveTools;->execute(Lcom/quillvault/Caller;Lcom/quillvault/Envelope;)Lcom/quillvault/Outcome;
    move-result-object v0
    return-object v0
.end method

.method protected getCatalog()Lcom/quillvault/Catalog;
    .registers 2
    .line 61
    sget-object v0, Lcom/quillvault/Catalogs;->INSTANCE:Lcom/quillvault/Catalogs;
    invoke-virtual {v0}, Lcom/quillvault/Catalogs;->getArchive()Lcom/quillvault/Catalog;
    move-result-object v0
    return-object v0
.end method

.method protected getSessions()Lcom/quillvault/SessionRegistry;
    .registers 2
    .line 62
    sget-object v0, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-virtual {v0}, Lcom/quillvault/AppGraph;->getArchiveSessions()Lcom/quillvault/SessionRegistry;
    move-result-object v0
    return-object v0
.end method
