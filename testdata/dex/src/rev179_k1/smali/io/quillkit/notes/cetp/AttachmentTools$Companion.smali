.class public final Lio/quillkit/notes/cetp/AttachmentTools$Companion;
.super Ljava/lang/Object;
.source "AttachmentTools.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lio/quillkit/notes/cetp/AttachmentTools$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final byName(Ljava/lang/String;)Lio/quillkit/notes/cetp/ToolSpec;
    .registers 10

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 55
    invoke-virtual {p0}, Lio/quillkit/notes/cetp/AttachmentTools$Companion;->getALL()Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/lang/Iterable;

    const/4 v3, 0x0

    .line 59
    invoke-interface {v2}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :cond_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    move-object v0, v5

    check-cast v0, Lio/quillkit/notes/cetp/ToolSpec;

    move-object v6, v0

    const/4 v7, 0x0

    .line 55
    invoke-virtual {v6}, Lio/quillkit/notes/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 59
    if-eqz v0, :cond_0

    move-object v0, v5

    goto :goto_0

    .line 60
    :cond_1
    const/4 v0, 0x0

    :goto_0
    check-cast v0, Lio/quillkit/notes/cetp/ToolSpec;

    .line 55
    return-object v0
.end method

.method public final getALL()Ljava/util/List;
    .registers 2

    .line 15
    invoke-static {}, Lio/quillkit/notes/cetp/AttachmentTools;->access$getALL$cp()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public final getSCOPES()Ljava/util/List;
    .registers 2

    .line 8
    invoke-static {}, Lio/quillkit/notes/cetp/AttachmentTools;->access$getSCOPES$cp()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method
