.class public final Lcom/parcelnest/app/Tool$Companion;
.super Ljava/lang/Object;
.source "Dsl.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 94
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/parcelnest/app/Tool$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final build(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lcom/parcelnest/app/Tool;
    .registers 6

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "block"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 96
    new-instance v2, Lcom/parcelnest/app/ToolBuilder;

    invoke-direct {v2, p1}, Lcom/parcelnest/app/ToolBuilder;-><init>(Ljava/lang/String;)V

    invoke-interface {p2, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    invoke-virtual {v2}, Lcom/parcelnest/app/ToolBuilder;->build()Lcom/parcelnest/app/Tool;

    move-result-object v0

    return-object v0
.end method
