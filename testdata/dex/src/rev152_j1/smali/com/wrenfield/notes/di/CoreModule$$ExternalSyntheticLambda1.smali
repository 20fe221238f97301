.class public final synthetic Lcom/wrenfield/notes/di/CoreModule$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/wrenfield/notes/di/CoreModule;

.field public final synthetic f$1:Lcom/wrenfield/notes/di/Container;


# direct methods
.method public synthetic constructor <init>(Lcom/wrenfield/notes/di/CoreModule;Lcom/wrenfield/notes/di/Container;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/wrenfield/notes/di/CoreModule$$ExternalSyntheticLambda1;->f$0:Lcom/wrenfield/notes/di/CoreModule;

    iput-object p2, p0, Lcom/wrenfield/notes/di/CoreModule$$ExternalSyntheticLambda1;->f$1:Lcom/wrenfield/notes/di/Container;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/wrenfield/notes/di/CoreModule$$ExternalSyntheticLambda1;->f$0:Lcom/wrenfield/notes/di/CoreModule;

    iget-object v1, p0, Lcom/wrenfield/notes/di/CoreModule$$ExternalSyntheticLambda1;->f$1:Lcom/wrenfield/notes/di/Container;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/CoreModule;->lambda$configure$1$com-wrenfield-notes-di-CoreModule(Lcom/wrenfield/notes/di/Container;)Lcom/wrenfield/notes/core/Grants;

    move-result-object v0

    return-object v0
.end method
