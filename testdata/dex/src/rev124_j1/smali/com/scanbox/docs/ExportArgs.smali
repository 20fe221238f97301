.class public final Lcom/scanbox/docs/ExportArgs;
.super Lcom/android/tools/r8/RecordTag;
.source "ExportArgs.java"

# interfaces
.implements Lcom/scanbox/cetp/ToolArgs;


# instance fields
.field private final documentId:Ljava/lang/String;

.field private final fileName:Ljava/lang/String;


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
    invoke-direct {p0}, Lcom/scanbox/docs/ExportArgs;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    check-cast p1, Lcom/scanbox/docs/ExportArgs;

    invoke-direct {p1}, Lcom/scanbox/docs/ExportArgs;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Ljava/util/Arrays;->equals([Ljava/lang/Object;[Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 5

    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/Object;

    iget-object v1, p0, Lcom/scanbox/docs/ExportArgs;->documentId:Ljava/lang/String;

    const/4 v3, 0x0

    aput-object v1, v0, v3

    iget-object v1, p0, Lcom/scanbox/docs/ExportArgs;->fileName:Ljava/lang/String;

    const/4 v3, 0x1

    aput-object v1, v0, v3

    return-object v0
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 5
    .annotation system Ldalvik/annotation/MethodParameters;
        accessFlags = {
            0x0,
            0x0
        }
        names = {
            "documentId",
            "fileName"
        }
    .end annotation

    .line 8
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V

    .line 9
    const-string v1, "documentId"

    invoke-static {p1, v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    .line 10
    const-string v1, ""

    invoke-static {p2, v1}, Lcom/scanbox/cetp/Invocation$$ExternalSyntheticBackport0;->m(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object p2

    .line 8
    iput-object p1, p0, Lcom/scanbox/docs/ExportArgs;->documentId:Ljava/lang/String;

    iput-object p2, p0, Lcom/scanbox/docs/ExportArgs;->fileName:Ljava/lang/String;

    .line 11
    return-void
.end method


# virtual methods
.method public documentId()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lcom/scanbox/docs/ExportArgs;->documentId:Ljava/lang/String;

    return-object v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .registers 3

    .line 7
    invoke-direct {p0, p1}, Lcom/scanbox/docs/ExportArgs;->$record$equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public fileName()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lcom/scanbox/docs/ExportArgs;->fileName:Ljava/lang/String;

    return-object v0
.end method

.method public final hashCode()I
    .registers 3

    .line 7
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-direct {p0}, Lcom/scanbox/docs/ExportArgs;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/scanbox/cetp/Attempt$$ExternalSyntheticRecord1;->m(Ljava/lang/Class;[Ljava/lang/Object;)I

    move-result v0

    return v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 4

    .line 7
    invoke-direct {p0}, Lcom/scanbox/docs/ExportArgs;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    const-class v1, Lcom/scanbox/docs/ExportArgs;

    const-string v2, "documentId;fileName"

    invoke-static {v0, v1, v2}, Lcom/scanbox/cetp/Attempt$$ExternalSyntheticRecord0;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
