.class public final synthetic Lcom/inkwell/HelpersKt$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

# instance fields
.field public final synthetic f$0:Lkotlin/jvm/functions/Function0;


# direct methods
.method public synthetic constructor <init>(Lkotlin/jvm/functions/Function0;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/inkwell/HelpersKt$$ExternalSyntheticLambda0;->f$0:Lkotlin/jvm/functions/Function0;
    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/inkwell/HelpersKt$$ExternalSyntheticLambda0;->f$0:Lkotlin/jvm/functions/Function0;
    invoke-static {v0}, Lcom/inkwell/HelpersKt;->onDiskThread$lambda$0(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

