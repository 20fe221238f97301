.class public interface abstract Lcom/example/rv15h/ProviderEntryPoint;
.super Ljava/lang/Object;
.source "ProviderEntryPoint.kt"

.annotation runtime Ldagger/hilt/EntryPoint;
.end annotation

.annotation runtime Ldagger/hilt/InstallIn;
    value = {
        Ldagger/hilt/components/SingletonComponent;
    }
.end annotation

.method public abstract operations()Lcom/example/rv15h/OperationIds;
.end method

.method public abstract tokens()Lcom/example/rv15h/TokenIssuer;
.end method
