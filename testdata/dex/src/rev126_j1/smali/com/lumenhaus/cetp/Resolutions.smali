.class public final Lcom/lumenhaus/cetp/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    return-void
.end method

.method public static screen(Ljava/lang/String;Ljava/lang/String;I)Lcom/lumenhaus/cetp/ResolutionFactory;
    .registers 4

    .line 14
    new-instance v0, Lcom/lumenhaus/cetp/Resolutions$1;

    invoke-direct {v0, p2, p0, p1}, Lcom/lumenhaus/cetp/Resolutions$1;-><init>(ILjava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method
