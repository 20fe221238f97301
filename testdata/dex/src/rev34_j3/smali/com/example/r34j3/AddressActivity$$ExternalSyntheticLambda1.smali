.class public final synthetic Lcom/example/r34j3/AddressActivity$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/example/r34j3/AddressActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r34j3/AddressActivity;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r34j3/AddressActivity$$ExternalSyntheticLambda1;->f$0:Lcom/example/r34j3/AddressActivity;

    return-void
.end method


# virtual methods
.method public final run()V
    .locals 1

    iget-object v0, p0, Lcom/example/r34j3/AddressActivity$$ExternalSyntheticLambda1;->f$0:Lcom/example/r34j3/AddressActivity;

    invoke-virtual {v0}, Lcom/example/r34j3/AddressActivity;->lambda$onCreate$0$com-example-r34j3-AddressActivity()V

    return-void
.end method
