.class public final synthetic Lcom/fp/GateProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;

# instance fields
.field public final synthetic f$0:Lkotlin/jvm/functions/Function1;


# direct methods
.method public synthetic constructor <init>(Lkotlin/jvm/functions/Function1;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/fp/GateProvider$$ExternalSyntheticLambda3;->f$0:Lkotlin/jvm/functions/Function1;
    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3
    iget-object v0, p0, Lcom/fp/GateProvider$$ExternalSyntheticLambda3;->f$0:Lkotlin/jvm/functions/Function1;
    invoke-static {v0, p1}, Lcom/fp/GateProvider;->streamOnly$lambda$1(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

