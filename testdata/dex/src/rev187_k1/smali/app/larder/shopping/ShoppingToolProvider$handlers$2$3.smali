.class final synthetic Lapp/larder/shopping/ShoppingToolProvider$handlers$2$3;
.super Ljava/lang/Object;
.source "ShoppingToolProvider.kt"

# interfaces
.implements Lapp/larder/core/ToolHandler;
.implements Lkotlin/jvm/internal/FunctionAdapter;


# static fields
.field public static final INSTANCE:Lapp/larder/shopping/ShoppingToolProvider$handlers$2$3;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/shopping/ShoppingToolProvider$handlers$2$3;

    invoke-direct {v0}, Lapp/larder/shopping/ShoppingToolProvider$handlers$2$3;-><init>()V

    sput-object v0, Lapp/larder/shopping/ShoppingToolProvider$handlers$2$3;->INSTANCE:Lapp/larder/shopping/ShoppingToolProvider$handlers$2$3;

    return-void
.end method

.method constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final equals(Ljava/lang/Object;)Z
    .registers 4

    instance-of v0, p1, Lapp/larder/core/ToolHandler;

    if-eqz v0, :cond_1

    instance-of v0, p1, Lkotlin/jvm/internal/FunctionAdapter;

    if-eqz v0, :cond_0

    move-object v0, p0

    check-cast v0, Lkotlin/jvm/internal/FunctionAdapter;

    invoke-interface {v0}, Lkotlin/jvm/internal/FunctionAdapter;->getFunctionDelegate()Lkotlin/Function;

    move-result-object v0

    move-object v1, p1

    check-cast v1, Lkotlin/jvm/internal/FunctionAdapter;

    invoke-interface {v1}, Lkotlin/jvm/internal/FunctionAdapter;->getFunctionDelegate()Lkotlin/Function;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getFunctionDelegate()Lkotlin/Function;
    .registers 7

    new-instance v0, Lkotlin/jvm/internal/FunctionReferenceImpl;

    const/4 v1, 0x1

    const-class v2, Lapp/larder/shopping/ShoppingToolsKt;

    const-string v3, "addToList"

    const-string v4, "addToList(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;"

    const/4 v5, 0x1

    invoke-direct/range {v0 .. v5}, Lkotlin/jvm/internal/FunctionReferenceImpl;-><init>(ILjava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    check-cast v0, Lkotlin/Function;

    return-object v0
.end method

.method public final handle(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;
    .registers 4

    const-string v1, "p0"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    invoke-static {p1}, Lapp/larder/shopping/ShoppingToolsKt;->addToList(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method public final hashCode()I
    .registers 2

    move-object v0, p0

    check-cast v0, Lkotlin/jvm/internal/FunctionAdapter;

    invoke-interface {v0}, Lkotlin/jvm/internal/FunctionAdapter;->getFunctionDelegate()Lkotlin/Function;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I

    move-result v0

    return v0
.end method
