# @Retention(RUNTIME) @interface Tool {}
.class public interface abstract annotation Lcom/example/demo/Tool;
.super Ljava/lang/Object;
.implements Ljava/lang/annotation/Annotation;
