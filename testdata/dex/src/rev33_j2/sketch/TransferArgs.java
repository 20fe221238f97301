package com.example.r33j2;

record TransferArgs(String from, String to, long cents) {
    static TransferArgs parse(String json) {
        return new TransferArgs(Args.get(json, "from_account"), Args.get(json, "to_account"), Args.cents(json));
    }

    String summary() {
        return "Move " + cents / 100 + "." + String.format("%02d", cents % 100) + " from " + from + " to " + to;
    }
}
