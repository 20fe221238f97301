.class public interface abstract Lcom/fieldkit/UiResult;
.super Ljava/lang/Object;
.source "UiResult.kt"


