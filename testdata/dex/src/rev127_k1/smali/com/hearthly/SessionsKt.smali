.class public final Lcom/hearthly/SessionsKt;
.super Ljava/lang/Object;
.source "Sessions.kt"

# static fields
.field public static final TOKEN_FLAGS:I = 0xb
