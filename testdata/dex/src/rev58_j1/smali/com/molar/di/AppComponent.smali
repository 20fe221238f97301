.class public interface abstract Lcom/molar/di/AppComponent;
.super Ljava/lang/Object;
.source "AppComponent.java"


# virtual methods
.method public abstract billingService()Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljavax/inject/Provider<",
            "Lcom/molar/billing/BillingService;",
            ">;"
        }
    .end annotation
.end method

.method public abstract chartService()Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljavax/inject/Provider<",
            "Lcom/molar/appointments/ChartService;",
            ">;"
        }
    .end annotation
.end method

.method public abstract tokenStore()Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljavax/inject/Provider<",
            "Lcom/molar/core/TokenStore;",
            ">;"
        }
    .end annotation
.end method
