.class public final Lcom/keyholder/cetp/CallerCheck_Factory;
.super Ljava/lang/Object;
.source "CallerCheck_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory",
        "<",
        "Lcom/keyholder/cetp/CallerCheck;",
        ">;"
    }
.end annotation


# instance fields
.field private final contextProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Landroid/content/Context;",
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
            "Landroid/content/Context;",
            ">;)V"
        }
    .end annotation

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lcom/keyholder/cetp/CallerCheck_Factory;->contextProvider:Ljavax/inject/Provider;

    .line 12
    return-void
.end method

.method public static create(Ljavax/inject/Provider;)Lcom/keyholder/cetp/CallerCheck_Factory;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider",
            "<",
            "Landroid/content/Context;",
            ">;)",
            "Lcom/keyholder/cetp/CallerCheck_Factory;"
        }
    .end annotation

    .line 24
    new-instance v0, Lcom/keyholder/cetp/CallerCheck_Factory;

    invoke-direct {v0, p0}, Lcom/keyholder/cetp/CallerCheck_Factory;-><init>(Ljavax/inject/Provider;)V

    return-object v0
.end method

.method public static newCallerCheck(Landroid/content/Context;)Lcom/keyholder/cetp/CallerCheck;
    .registers 2

    .line 28
    new-instance v0, Lcom/keyholder/cetp/CallerCheck;

    invoke-direct {v0, p0}, Lcom/keyholder/cetp/CallerCheck;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method public static provideInstance(Ljavax/inject/Provider;)Lcom/keyholder/cetp/CallerCheck;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider",
            "<",
            "Landroid/content/Context;",
            ">;)",
            "Lcom/keyholder/cetp/CallerCheck;"
        }
    .end annotation

    .line 20
    new-instance v0, Lcom/keyholder/cetp/CallerCheck;

    invoke-interface {p0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/content/Context;

    invoke-direct {v0, v1}, Lcom/keyholder/cetp/CallerCheck;-><init>(Landroid/content/Context;)V

    return-object v0
.end method


# virtual methods
.method public get()Lcom/keyholder/cetp/CallerCheck;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/keyholder/cetp/CallerCheck_Factory;->contextProvider:Ljavax/inject/Provider;

    invoke-static {v0}, Lcom/keyholder/cetp/CallerCheck_Factory;->provideInstance(Ljavax/inject/Provider;)Lcom/keyholder/cetp/CallerCheck;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 7
    invoke-virtual {p0}, Lcom/keyholder/cetp/CallerCheck_Factory;->get()Lcom/keyholder/cetp/CallerCheck;

    move-result-object v0

    return-object v0
.end method
