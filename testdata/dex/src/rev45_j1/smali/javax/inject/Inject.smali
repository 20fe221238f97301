.class public interface abstract annotation Ljavax/inject/Inject;
.super Ljava/lang/Object;
.source "Inject.java"

.implements Ljava/lang/annotation/Annotation;

.annotation runtime Ljava/lang/annotation/Retention;
    value = .enum Ljava/lang/annotation/RetentionPolicy;->RUNTIME:Ljava/lang/annotation/RetentionPolicy;
.end annotation
