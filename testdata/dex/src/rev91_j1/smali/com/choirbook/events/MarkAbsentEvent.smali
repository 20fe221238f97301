.class public final Lcom/choirbook/events/MarkAbsentEvent;
.super Ljava/lang/Object;
.source "MarkAbsentEvent.java"


# instance fields
.field public final singer:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    iput-object p1, p0, Lcom/choirbook/events/MarkAbsentEvent;->singer:Ljava/lang/String;

    .line 9
    return-void
.end method
