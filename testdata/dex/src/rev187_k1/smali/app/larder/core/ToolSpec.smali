.class public final Lapp/larder/core/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.kt"


# instance fields
.field private final confirmation:Ljava/lang/String;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Ljava/lang/String;

.field private final execution:Ljava/lang/String;

.field private final input:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final output:Ljava/lang/String;

.field private final risk:Ljava/lang/String;

.field private final scopes:Ljava/util/List;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;)V
    .registers 13

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "title"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "description"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "effect"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "risk"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "confirmation"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "execution"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scopes"

    invoke-static {p9, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "input"

    invoke-static {p10, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "output"

    invoke-static {p11, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput-object p1, p0, Lapp/larder/core/ToolSpec;->name:Ljava/lang/String;

    .line 10
    iput-object p2, p0, Lapp/larder/core/ToolSpec;->title:Ljava/lang/String;

    .line 11
    iput-object p3, p0, Lapp/larder/core/ToolSpec;->description:Ljava/lang/String;

    .line 12
    iput-object p4, p0, Lapp/larder/core/ToolSpec;->effect:Ljava/lang/String;

    .line 13
    iput-object p5, p0, Lapp/larder/core/ToolSpec;->risk:Ljava/lang/String;

    .line 14
    iput-boolean p6, p0, Lapp/larder/core/ToolSpec;->destructive:Z

    .line 15
    iput-object p7, p0, Lapp/larder/core/ToolSpec;->confirmation:Ljava/lang/String;

    .line 16
    iput-object p8, p0, Lapp/larder/core/ToolSpec;->execution:Ljava/lang/String;

    .line 17
    iput-object p9, p0, Lapp/larder/core/ToolSpec;->scopes:Ljava/util/List;

    .line 18
    iput-object p10, p0, Lapp/larder/core/ToolSpec;->input:Ljava/lang/String;

    .line 19
    iput-object p11, p0, Lapp/larder/core/ToolSpec;->output:Ljava/lang/String;

    .line 8
    return-void
.end method


# virtual methods
.method public final getConfirmation()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lapp/larder/core/ToolSpec;->confirmation:Ljava/lang/String;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/larder/core/ToolSpec;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getDestructive()Z
    .registers 2

    .line 14
    iget-boolean v0, p0, Lapp/larder/core/ToolSpec;->destructive:Z

    return v0
.end method

.method public final getEffect()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/larder/core/ToolSpec;->effect:Ljava/lang/String;

    return-object v0
.end method

.method public final getExecution()Ljava/lang/String;
    .registers 2

    .line 16
    iget-object v0, p0, Lapp/larder/core/ToolSpec;->execution:Ljava/lang/String;

    return-object v0
.end method

.method public final getInput()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lapp/larder/core/ToolSpec;->input:Ljava/lang/String;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/larder/core/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getOutput()Ljava/lang/String;
    .registers 2

    .line 19
    iget-object v0, p0, Lapp/larder/core/ToolSpec;->output:Ljava/lang/String;

    return-object v0
.end method

.method public final getRisk()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lapp/larder/core/ToolSpec;->risk:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 17
    iget-object v0, p0, Lapp/larder/core/ToolSpec;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/larder/core/ToolSpec;->title:Ljava/lang/String;

    return-object v0
.end method
