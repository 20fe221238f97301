.class final Lcom/example/r35j3/Catalog;
.super Ljava/lang/Object;
.source "Catalog.java"


# static fields
.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"visits-5\",\"tools\":[\"book_visit\",\"share_records\",\"cancel_visit\",\"reschedule_visit\",\"pay_invoice\",\"export_vaccinations\",\"export_history\"]}"


# direct methods
.method private constructor <init>()V
    .locals 0

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
