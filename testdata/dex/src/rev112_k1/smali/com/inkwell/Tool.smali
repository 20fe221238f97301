.class public final Lcom/inkwell/Tool;
.super Ljava/lang/Object;
.source "Call.kt"

# instance fields
.field private final name:Ljava/lang/String;
.field private final handler:Lkotlin/jvm/functions/Function2;


# direct methods
.method public constructor <init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    .registers 5
    const-string v1, "name"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "handler"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/inkwell/Tool;->name:Ljava/lang/String;
    iput-object v4, v2, Lcom/inkwell/Tool;->handler:Lkotlin/jvm/functions/Function2;
    return-void
.end method


# virtual methods
.method public final getName()Ljava/lang/String;
    .registers 2
    .line 17
    iget-object v0, v1, Lcom/inkwell/Tool;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getHandler()Lkotlin/jvm/functions/Function2;
    .registers 2
    .line 17
    iget-object v0, v1, Lcom/inkwell/Tool;->handler:Lkotlin/jvm/functions/Function2;
    return-object v0
.end method

