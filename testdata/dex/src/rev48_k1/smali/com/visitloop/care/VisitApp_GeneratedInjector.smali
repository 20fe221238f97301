.class public interface abstract Lcom/visitloop/care/VisitApp_GeneratedInjector;
.super Ljava/lang/Object;
.source "Generated.kt"


.method public abstract injectVisitApp(Lcom/visitloop/care/VisitApp;)V
.end method

