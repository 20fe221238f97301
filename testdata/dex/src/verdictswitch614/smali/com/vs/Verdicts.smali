.class final Lcom/vs/Verdicts;
.super Ljava/lang/Object;
.source "Verdicts.java"

# static fields
.field static final GRANTED:I = 0x0
.field static final NEEDED:I = 0x1
.field static final PENDING:I = 0x2
.field static final DENIED:I = 0x3


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    return-void
.end method

