.class public final Lcom/gridnote/util/FileModes;
.super Ljava/lang/Object;
.source "FileModes.java"


# static fields
.field static sShare:I


# direct methods
.method static constructor <clinit>()V
    .locals 1

    .line 10
    const/high16 v0, 0x30000000

    sput v0, Lcom/gridnote/util/FileModes;->sShare:I

    .line 11
    return-void
.end method

.method private constructor <init>()V
    .locals 0

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    return-void
.end method

.method public static share()I
    .locals 1

    .line 18
    sget v0, Lcom/gridnote/util/FileModes;->sShare:I

    return v0
.end method

.method public static view()I
    .locals 1

    .line 22
    const/high16 v0, 0x10000000

    return v0
.end method
