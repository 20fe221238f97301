.class public final Lcom/parcelnest/app/ResolutionSpec;
.super Ljava/lang/Object;
.source "Dsl.kt"


# instance fields
.field private action:Ljava/lang/String;

.field private flags:I

.field private summary:Ljava/lang/String;

.field private target:Landroid/content/ComponentName;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    const-string v0, "com.parcelnest.app.action.CONFIRM"

    iput-object v0, p0, Lcom/parcelnest/app/ResolutionSpec;->action:Ljava/lang/String;

    .line 19
    const/high16 v0, 0x44000000    # 512.0f

    iput v0, p0, Lcom/parcelnest/app/ResolutionSpec;->flags:I

    .line 20
    const-string v0, ""

    iput-object v0, p0, Lcom/parcelnest/app/ResolutionSpec;->summary:Ljava/lang/String;

    .line 16
    return-void
.end method


# virtual methods
.method public final getAction()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/parcelnest/app/ResolutionSpec;->action:Ljava/lang/String;

    return-object v0
.end method

.method public final getFlags()I
    .registers 2

    .line 19
    iget v0, p0, Lcom/parcelnest/app/ResolutionSpec;->flags:I

    return v0
.end method

.method public final getSummary()Ljava/lang/String;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/parcelnest/app/ResolutionSpec;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public final getTarget()Landroid/content/ComponentName;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/parcelnest/app/ResolutionSpec;->target:Landroid/content/ComponentName;

    return-object v0
.end method

.method public final setAction(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    iput-object p1, p0, Lcom/parcelnest/app/ResolutionSpec;->action:Ljava/lang/String;

    return-void
.end method

.method public final setFlags(I)V
    .registers 2

    .line 19
    iput p1, p0, Lcom/parcelnest/app/ResolutionSpec;->flags:I

    return-void
.end method

.method public final setSummary(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    iput-object p1, p0, Lcom/parcelnest/app/ResolutionSpec;->summary:Ljava/lang/String;

    return-void
.end method

.method public final setTarget(Landroid/content/ComponentName;)V
    .registers 2

    .line 21
    iput-object p1, p0, Lcom/parcelnest/app/ResolutionSpec;->target:Landroid/content/ComponentName;

    return-void
.end method

.method public final target(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    const-string v0, "pkg"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "cls"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    new-instance v0, Landroid/content/ComponentName;

    invoke-direct {v0, p1, p2}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    iput-object v0, p0, Lcom/parcelnest/app/ResolutionSpec;->target:Landroid/content/ComponentName;

    .line 25
    return-void
.end method
