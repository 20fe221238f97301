.class public final Lcom/inkwell/CallKt;
.super Ljava/lang/Object;
.source "Call.kt"

