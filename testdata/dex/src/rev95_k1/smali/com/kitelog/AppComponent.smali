.class public interface abstract Lcom/kitelog/AppComponent;
.super Ljava/lang/Object;
.source "Di.kt"

# interfaces
.implements Lcom/kitelog/ProviderEntryPoint;


