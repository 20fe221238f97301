.class public final Lcom/quillhaven/archive/ToolSpec;
.super Ljava/lang/Object;
.source "Protocol.kt"


# instance fields
.field private final descriptor:Ljava/lang/String;

.field private final mutating:Z

.field private final name:Ljava/lang/String;

.field private final scopes:Ljava/util/Set;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V
    .registers 6

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scopes"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "descriptor"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillhaven/archive/ToolSpec;->name:Ljava/lang/String;

    iput-object p2, p0, Lcom/quillhaven/archive/ToolSpec;->scopes:Ljava/util/Set;

    iput-boolean p3, p0, Lcom/quillhaven/archive/ToolSpec;->mutating:Z

    iput-object p4, p0, Lcom/quillhaven/archive/ToolSpec;->descriptor:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getDescriptor()Ljava/lang/String;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/quillhaven/archive/ToolSpec;->descriptor:Ljava/lang/String;

    return-object v0
.end method

.method public final getMutating()Z
    .registers 2

    .line 19
    iget-boolean v0, p0, Lcom/quillhaven/archive/ToolSpec;->mutating:Z

    return v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/quillhaven/archive/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/Set;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/quillhaven/archive/ToolSpec;->scopes:Ljava/util/Set;

    return-object v0
.end method
