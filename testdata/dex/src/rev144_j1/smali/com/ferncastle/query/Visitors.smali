.class public final Lcom/ferncastle/query/Visitors;
.super Ljava/lang/Object;
.source "Visitors.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/ferncastle/query/Visitors$Describe;,
        Lcom/ferncastle/query/Visitors$Sql;
    }
.end annotation


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    return-void
.end method
