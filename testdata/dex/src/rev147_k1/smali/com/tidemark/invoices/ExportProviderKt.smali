.class public final Lcom/tidemark/invoices/ExportProviderKt;
.super Ljava/lang/Object;
.source "ExportProvider.kt"


# static fields
.field private static final DAY_MS:J = 0x5265c00L
