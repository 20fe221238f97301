.class public final Lcom/scanbox/cetp/ToolContext;
.super Lcom/android/tools/r8/RecordTag;
.source "ToolContext.java"


# instance fields
.field private final confirmations:Lcom/scanbox/cetp/Confirmations;

.field private final context:Landroid/content/Context;

.field private final documents:Lcom/scanbox/data/DocumentStore;

.field private final exportDir:Ljava/io/File;

.field private final providerId:Ljava/lang/String;

.field private final shares:Lcom/scanbox/data/ShareStore;

.field private final tickets:Lcom/scanbox/cetp/Tickets;


# direct methods
.method private synthetic $record$equals(Ljava/lang/Object;)Z
    .registers 4

    if-nez p1, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v1

    if-eq v0, v1, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    invoke-direct {p0}, Lcom/scanbox/cetp/ToolContext;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    check-cast p1, Lcom/scanbox/cetp/ToolContext;

    invoke-direct {p1}, Lcom/scanbox/cetp/ToolContext;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Ljava/util/Arrays;->equals([Ljava/lang/Object;[Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 5

    const/4 v0, 0x7

    new-array v0, v0, [Ljava/lang/Object;

    iget-object v1, p0, Lcom/scanbox/cetp/ToolContext;->context:Landroid/content/Context;

    const/4 v3, 0x0

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/cetp/ToolContext;->providerId:Ljava/lang/String;

    const/4 v3, 0x1

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/cetp/ToolContext;->documents:Lcom/scanbox/data/DocumentStore;

    const/4 v3, 0x2

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/cetp/ToolContext;->shares:Lcom/scanbox/data/ShareStore;

    const/4 v3, 0x3

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/cetp/ToolContext;->confirmations:Lcom/scanbox/cetp/Confirmations;

    const/4 v3, 0x4

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/cetp/ToolContext;->tickets:Lcom/scanbox/cetp/Tickets;

    const/4 v3, 0x5

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/cetp/ToolContext;->exportDir:Ljava/io/File;

    const/4 v3, 0x6

    aput-object v1, v0, v3

    return-object v0
.end method

.method public constructor <init>(Landroid/content/Context;Ljava/lang/String;Lcom/scanbox/data/DocumentStore;Lcom/scanbox/data/ShareStore;Lcom/scanbox/cetp/Confirmations;Lcom/scanbox/cetp/Tickets;Ljava/io/File;)V
    .registers 8
    .annotation system Ldalvik/annotation/MethodParameters;
        accessFlags = {
            0x0,
            0x0,
            0x0,
            0x0,
            0x0,
            0x0,
            0x0
        }
        names = {
            "context",
            "providerId",
            "documents",
            "shares",
            "confirmations",
            "tickets",
            "exportDir"
        }
    .end annotation

    .line 9
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V

    iput-object p1, p0, Lcom/scanbox/cetp/ToolContext;->context:Landroid/content/Context;

    iput-object p2, p0, Lcom/scanbox/cetp/ToolContext;->providerId:Ljava/lang/String;

    iput-object p3, p0, Lcom/scanbox/cetp/ToolContext;->documents:Lcom/scanbox/data/DocumentStore;

    iput-object p4, p0, Lcom/scanbox/cetp/ToolContext;->shares:Lcom/scanbox/data/ShareStore;

    iput-object p5, p0, Lcom/scanbox/cetp/ToolContext;->confirmations:Lcom/scanbox/cetp/Confirmations;

    iput-object p6, p0, Lcom/scanbox/cetp/ToolContext;->tickets:Lcom/scanbox/cetp/Tickets;

    iput-object p7, p0, Lcom/scanbox/cetp/ToolContext;->exportDir:Ljava/io/File;

    return-void
.end method


# virtual methods
.method public confirmations()Lcom/scanbox/cetp/Confirmations;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/scanbox/cetp/ToolContext;->confirmations:Lcom/scanbox/cetp/Confirmations;

    return-object v0
.end method

.method public context()Landroid/content/Context;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/scanbox/cetp/ToolContext;->context:Landroid/content/Context;

    return-object v0
.end method

.method public documents()Lcom/scanbox/data/DocumentStore;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/scanbox/cetp/ToolContext;->documents:Lcom/scanbox/data/DocumentStore;

    return-object v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .registers 3

    .line 9
    invoke-direct {p0, p1}, Lcom/scanbox/cetp/ToolContext;->$record$equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public exportDir()Ljava/io/File;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/scanbox/cetp/ToolContext;->exportDir:Ljava/io/File;

    return-object v0
.end method

.method public final hashCode()I
    .registers 3

    .line 9
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-direct {p0}, Lcom/scanbox/cetp/ToolContext;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/scanbox/cetp/Attempt$$ExternalSyntheticRecord1;->m(Ljava/lang/Class;[Ljava/lang/Object;)I

    move-result v0

    return v0
.end method

.method public providerId()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/scanbox/cetp/ToolContext;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public shares()Lcom/scanbox/data/ShareStore;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/scanbox/cetp/ToolContext;->shares:Lcom/scanbox/data/ShareStore;

    return-object v0
.end method

.method public tickets()Lcom/scanbox/cetp/Tickets;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/scanbox/cetp/ToolContext;->tickets:Lcom/scanbox/cetp/Tickets;

    return-object v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 4

    .line 9
    invoke-direct {p0}, Lcom/scanbox/cetp/ToolContext;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    const-class v1, Lcom/scanbox/cetp/ToolContext;

    const-string v2, "context;providerId;documents;shares;confirmations;tickets;exportDir"

    invoke-static {v0, v1, v2}, Lcom/scanbox/cetp/Attempt$$ExternalSyntheticRecord0;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
