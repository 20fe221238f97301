.class public final Lcom/larchwood/library/HostKt;
.super Ljava/lang/Object;
.source "Host.kt"


# static fields
.field public static final MAX_REQUEST_BYTES:I = 0x10000
