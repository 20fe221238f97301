.class public final Lapp/larder/core/Scope;
.super Ljava/lang/Object;
.source "ToolSpec.kt"


# instance fields
.field private final access:Ljava/lang/String;

.field private final description:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final sensitivity:Ljava/lang/String;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 7

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "title"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "description"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "access"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "sensitivity"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/core/Scope;->name:Ljava/lang/String;

    iput-object p2, p0, Lapp/larder/core/Scope;->title:Ljava/lang/String;

    iput-object p3, p0, Lapp/larder/core/Scope;->description:Ljava/lang/String;

    iput-object p4, p0, Lapp/larder/core/Scope;->access:Ljava/lang/String;

    iput-object p5, p0, Lapp/larder/core/Scope;->sensitivity:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getAccess()Ljava/lang/String;
    .registers 2

    .line 5
    iget-object v0, p0, Lapp/larder/core/Scope;->access:Ljava/lang/String;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 5
    iget-object v0, p0, Lapp/larder/core/Scope;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 5
    iget-object v0, p0, Lapp/larder/core/Scope;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getSensitivity()Ljava/lang/String;
    .registers 2

    .line 5
    iget-object v0, p0, Lapp/larder/core/Scope;->sensitivity:Ljava/lang/String;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 5
    iget-object v0, p0, Lapp/larder/core/Scope;->title:Ljava/lang/String;

    return-object v0
.end method
