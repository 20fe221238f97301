.class public final Lcom/keyholder/ui/ConfirmActivity_MembersInjector;
.super Ljava/lang/Object;
.source "ConfirmActivity_MembersInjector.java"

# interfaces
.implements Ldagger/MembersInjector;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/MembersInjector",
        "<",
        "Lcom/keyholder/ui/ConfirmActivity;",
        ">;"
    }
.end annotation


# instance fields
.field private final confirmationsProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/ConfirmationStore;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Ljavax/inject/Provider;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/ConfirmationStore;",
            ">;)V"
        }
    .end annotation

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lcom/keyholder/ui/ConfirmActivity_MembersInjector;->confirmationsProvider:Ljavax/inject/Provider;

    .line 12
    return-void
.end method

.method public static create(Ljavax/inject/Provider;)Ldagger/MembersInjector;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/cetp/ConfirmationStore;",
            ">;)",
            "Ldagger/MembersInjector",
            "<",
            "Lcom/keyholder/ui/ConfirmActivity;",
            ">;"
        }
    .end annotation

    .line 15
    new-instance v0, Lcom/keyholder/ui/ConfirmActivity_MembersInjector;

    invoke-direct {v0, p0}, Lcom/keyholder/ui/ConfirmActivity_MembersInjector;-><init>(Ljavax/inject/Provider;)V

    return-object v0
.end method

.method public static injectConfirmations(Lcom/keyholder/ui/ConfirmActivity;Lcom/keyholder/cetp/ConfirmationStore;)V
    .registers 2

    .line 24
    iput-object p1, p0, Lcom/keyholder/ui/ConfirmActivity;->confirmations:Lcom/keyholder/cetp/ConfirmationStore;

    .line 25
    return-void
.end method


# virtual methods
.method public injectMembers(Lcom/keyholder/ui/ConfirmActivity;)V
    .registers 3

    .line 20
    iget-object v0, p0, Lcom/keyholder/ui/ConfirmActivity_MembersInjector;->confirmationsProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/ConfirmationStore;

    invoke-static {p1, v0}, Lcom/keyholder/ui/ConfirmActivity_MembersInjector;->injectConfirmations(Lcom/keyholder/ui/ConfirmActivity;Lcom/keyholder/cetp/ConfirmationStore;)V

    .line 21
    return-void
.end method

.method public bridge synthetic injectMembers(Ljava/lang/Object;)V
    .registers 3

    .line 7
    move-object v0, p1

    check-cast v0, Lcom/keyholder/ui/ConfirmActivity;

    invoke-virtual {p0, v0}, Lcom/keyholder/ui/ConfirmActivity_MembersInjector;->injectMembers(Lcom/keyholder/ui/ConfirmActivity;)V

    return-void
.end method
