# @Retention(RUNTIME) @interface Consent {}
.class public interface abstract annotation Lcom/example/demo/Consent;
.super Ljava/lang/Object;
.implements Ljava/lang/annotation/Annotation;
