.class public final Lcom/kk/Label;
.super Ljava/lang/Object;
.source "App.kt"

# instance fields
.field private final key:Ljava/lang/String;
.field private final sink:Lkotlin/jvm/functions/Function1;


# direct methods
.method public constructor <init>(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V
    .registers 5
    const-string v1, "key"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "sink"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/kk/Label;->key:Ljava/lang/String;
    iput-object v4, v2, Lcom/kk/Label;->sink:Lkotlin/jvm/functions/Function1;
    return-void
.end method


# virtual methods
.method public final show()V
    .registers 3
    .line 11
    iget-object v0, v2, Lcom/kk/Label;->sink:Lkotlin/jvm/functions/Function1;
    iget-object v1, v2, Lcom/kk/Label;->key:Ljava/lang/String;
    invoke-interface {v0, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    return-void
.end method

