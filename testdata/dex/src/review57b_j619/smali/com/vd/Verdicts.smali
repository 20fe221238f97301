.class final Lcom/vd/Verdicts;
.super Ljava/lang/Object;
.source "Verdicts.java"

# static fields
.field static final DENIED:I = 0x0
.field static final APPROVED:I = 0x1
.field static final ASK:I = 0x2


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    return-void
.end method

