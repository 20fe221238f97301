.class public final Lapp/quillmark/notes/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "Descriptors.kt"


# instance fields
.field private final descriptor:Lorg/json/JSONObject;

.field private final effect:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final needs:Ljava/lang/String;

.field private final scope:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 7

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scope"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "effect"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "descriptor"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quillmark/notes/cetp/ToolSpec;->name:Ljava/lang/String;

    iput-object p2, p0, Lapp/quillmark/notes/cetp/ToolSpec;->scope:Ljava/lang/String;

    iput-object p3, p0, Lapp/quillmark/notes/cetp/ToolSpec;->effect:Ljava/lang/String;

    iput-object p4, p0, Lapp/quillmark/notes/cetp/ToolSpec;->needs:Ljava/lang/String;

    iput-object p5, p0, Lapp/quillmark/notes/cetp/ToolSpec;->descriptor:Lorg/json/JSONObject;

    return-void
.end method


# virtual methods
.method public final getDescriptor()Lorg/json/JSONObject;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/quillmark/notes/cetp/ToolSpec;->descriptor:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getEffect()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/quillmark/notes/cetp/ToolSpec;->effect:Ljava/lang/String;

    return-object v0
.end method

.method public final getMutating()Z
    .registers 3

    .line 8
    iget-object v0, p0, Lapp/quillmark/notes/cetp/ToolSpec;->effect:Ljava/lang/String;

    const-string v1, "read"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/quillmark/notes/cetp/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getNeeds()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/quillmark/notes/cetp/ToolSpec;->needs:Ljava/lang/String;

    return-object v0
.end method

.method public final getScope()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/quillmark/notes/cetp/ToolSpec;->scope:Ljava/lang/String;

    return-object v0
.end method
