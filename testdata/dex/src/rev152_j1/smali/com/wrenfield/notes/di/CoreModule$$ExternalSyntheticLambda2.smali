.class public final synthetic Lcom/wrenfield/notes/di/CoreModule$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/wrenfield/notes/di/Container;


# direct methods
.method public synthetic constructor <init>(Lcom/wrenfield/notes/di/Container;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/wrenfield/notes/di/CoreModule$$ExternalSyntheticLambda2;->f$0:Lcom/wrenfield/notes/di/Container;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/wrenfield/notes/di/CoreModule$$ExternalSyntheticLambda2;->f$0:Lcom/wrenfield/notes/di/Container;

    invoke-static {v0}, Lcom/wrenfield/notes/di/CoreModule;->lambda$configure$2(Lcom/wrenfield/notes/di/Container;)Lcom/wrenfield/notes/core/Sessions;

    move-result-object v0

    return-object v0
.end method
