.class public final synthetic Lorg/koin/java/KoinJavaComponent$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Ljava/lang/Class;
.field public final synthetic f$1:Lorg/koin/core/qualifier/Qualifier;
.field public final synthetic f$2:Lkotlin/jvm/functions/Function0;

.method public synthetic constructor <init>(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lorg/koin/java/KoinJavaComponent$$ExternalSyntheticLambda0;->f$0:Ljava/lang/Class;
    iput-object p2, p0, Lorg/koin/java/KoinJavaComponent$$ExternalSyntheticLambda0;->f$1:Lorg/koin/core/qualifier/Qualifier;
    iput-object p3, p0, Lorg/koin/java/KoinJavaComponent$$ExternalSyntheticLambda0;->f$2:Lkotlin/jvm/functions/Function0;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lorg/koin/java/KoinJavaComponent$$ExternalSyntheticLambda0;->f$0:Ljava/lang/Class;
    iget-object v1, p0, Lorg/koin/java/KoinJavaComponent$$ExternalSyntheticLambda0;->f$1:Lorg/koin/core/qualifier/Qualifier;
    iget-object v2, p0, Lorg/koin/java/KoinJavaComponent$$ExternalSyntheticLambda0;->f$2:Lkotlin/jvm/functions/Function0;
    invoke-static {v0, v1, v2}, Lorg/koin/java/KoinJavaComponent;->inject$lambda$0(Ljava/lang/Class;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
